#' Create a new VersionData
#'
#' @description
#' VersionData Class
#'
#' @docType class
#' @title VersionData
#' @description VersionData Class
#' @format An \code{R6Class} generator object
#' @field apiVersion  character
#' @field version Service (package) version. character
#' @field gitCommit Build revision (git commit hash), or null when unknown. character
#' @field buildTime Time of the build, or null when unknown. character
#' @field node Node.js runtime version. character
#' @field dataVersion Version of the loaded dataset, or null when no data is loaded. character
#' @field openapiVersion OpenAPI version of the contract document. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
VersionData <- R6::R6Class(
  "VersionData",
  public = list(
    `apiVersion` = NULL,
    `version` = NULL,
    `gitCommit` = NULL,
    `buildTime` = NULL,
    `node` = NULL,
    `dataVersion` = NULL,
    `openapiVersion` = NULL,

    #' @description
    #' Initialize a new VersionData class.
    #'
    #' @param apiVersion apiVersion
    #' @param version Service (package) version.
    #' @param gitCommit Build revision (git commit hash), or null when unknown.
    #' @param buildTime Time of the build, or null when unknown.
    #' @param node Node.js runtime version.
    #' @param dataVersion Version of the loaded dataset, or null when no data is loaded.
    #' @param openapiVersion OpenAPI version of the contract document.
    #' @param ... Other optional arguments.
    initialize = function(`apiVersion`, `version`, `gitCommit`, `buildTime`, `node`, `dataVersion`, `openapiVersion`, ...) {
      if (!missing(`apiVersion`)) {
        if (!(`apiVersion` %in% c("v1"))) {
          stop(paste("Error! \"", `apiVersion`, "\" cannot be assigned to `apiVersion`. Must be \"v1\".", sep = ""))
        }
        if (!(is.character(`apiVersion`) && length(`apiVersion`) == 1)) {
          stop(paste("Error! Invalid data for `apiVersion`. Must be a string:", `apiVersion`))
        }
        self$`apiVersion` <- `apiVersion`
      }
      if (!missing(`version`)) {
        if (!(is.character(`version`) && length(`version`) == 1)) {
          stop(paste("Error! Invalid data for `version`. Must be a string:", `version`))
        }
        self$`version` <- `version`
      }
      if (!missing(`gitCommit`)) {
        if (!(is.character(`gitCommit`) && length(`gitCommit`) == 1)) {
          stop(paste("Error! Invalid data for `gitCommit`. Must be a string:", `gitCommit`))
        }
        self$`gitCommit` <- `gitCommit`
      }
      if (!missing(`buildTime`)) {
        if (!(is.character(`buildTime`) && length(`buildTime`) == 1)) {
          stop(paste("Error! Invalid data for `buildTime`. Must be a string:", `buildTime`))
        }
        self$`buildTime` <- `buildTime`
      }
      if (!missing(`node`)) {
        if (!(is.character(`node`) && length(`node`) == 1)) {
          stop(paste("Error! Invalid data for `node`. Must be a string:", `node`))
        }
        self$`node` <- `node`
      }
      if (!missing(`dataVersion`)) {
        if (!(is.character(`dataVersion`) && length(`dataVersion`) == 1)) {
          stop(paste("Error! Invalid data for `dataVersion`. Must be a string:", `dataVersion`))
        }
        self$`dataVersion` <- `dataVersion`
      }
      if (!missing(`openapiVersion`)) {
        if (!(`openapiVersion` %in% c("3.0.3"))) {
          stop(paste("Error! \"", `openapiVersion`, "\" cannot be assigned to `openapiVersion`. Must be \"3.0.3\".", sep = ""))
        }
        if (!(is.character(`openapiVersion`) && length(`openapiVersion`) == 1)) {
          stop(paste("Error! Invalid data for `openapiVersion`. Must be a string:", `openapiVersion`))
        }
        self$`openapiVersion` <- `openapiVersion`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return VersionData as a base R list.
    #' @examples
    #' # convert array of VersionData (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert VersionData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      VersionDataObject <- list()
      if (!is.null(self$`apiVersion`)) {
        VersionDataObject[["apiVersion"]] <-
          self$`apiVersion`
      }
      if (!is.null(self$`version`)) {
        VersionDataObject[["version"]] <-
          self$`version`
      }
      if (!is.null(self$`gitCommit`)) {
        VersionDataObject[["gitCommit"]] <-
          self$`gitCommit`
      }
      if (!is.null(self$`buildTime`)) {
        VersionDataObject[["buildTime"]] <-
          self$`buildTime`
      }
      if (!is.null(self$`node`)) {
        VersionDataObject[["node"]] <-
          self$`node`
      }
      if (!is.null(self$`dataVersion`)) {
        VersionDataObject[["dataVersion"]] <-
          self$`dataVersion`
      }
      if (!is.null(self$`openapiVersion`)) {
        VersionDataObject[["openapiVersion"]] <-
          self$`openapiVersion`
      }
      return(VersionDataObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of VersionData
    #'
    #' @param input_json the JSON input
    #' @return the instance of VersionData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`apiVersion`)) {
        if (!is.null(this_object$`apiVersion`) && !(this_object$`apiVersion` %in% c("v1"))) {
          stop(paste("Error! \"", this_object$`apiVersion`, "\" cannot be assigned to `apiVersion`. Must be \"v1\".", sep = ""))
        }
        self$`apiVersion` <- this_object$`apiVersion`
      }
      if (!is.null(this_object$`version`)) {
        self$`version` <- this_object$`version`
      }
      if (!is.null(this_object$`gitCommit`)) {
        self$`gitCommit` <- this_object$`gitCommit`
      }
      if (!is.null(this_object$`buildTime`)) {
        self$`buildTime` <- this_object$`buildTime`
      }
      if (!is.null(this_object$`node`)) {
        self$`node` <- this_object$`node`
      }
      if (!is.null(this_object$`dataVersion`)) {
        self$`dataVersion` <- this_object$`dataVersion`
      }
      if (!is.null(this_object$`openapiVersion`)) {
        if (!is.null(this_object$`openapiVersion`) && !(this_object$`openapiVersion` %in% c("3.0.3"))) {
          stop(paste("Error! \"", this_object$`openapiVersion`, "\" cannot be assigned to `openapiVersion`. Must be \"3.0.3\".", sep = ""))
        }
        self$`openapiVersion` <- this_object$`openapiVersion`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return VersionData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of VersionData
    #'
    #' @param input_json the JSON input
    #' @return the instance of VersionData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`apiVersion`) && !(this_object$`apiVersion` %in% c("v1"))) {
        stop(paste("Error! \"", this_object$`apiVersion`, "\" cannot be assigned to `apiVersion`. Must be \"v1\".", sep = ""))
      }
      self$`apiVersion` <- this_object$`apiVersion`
      self$`version` <- this_object$`version`
      self$`gitCommit` <- this_object$`gitCommit`
      self$`buildTime` <- this_object$`buildTime`
      self$`node` <- this_object$`node`
      self$`dataVersion` <- this_object$`dataVersion`
      if (!is.null(this_object$`openapiVersion`) && !(this_object$`openapiVersion` %in% c("3.0.3"))) {
        stop(paste("Error! \"", this_object$`openapiVersion`, "\" cannot be assigned to `openapiVersion`. Must be \"3.0.3\".", sep = ""))
      }
      self$`openapiVersion` <- this_object$`openapiVersion`
      self
    },

    #' @description
    #' Validate JSON input with respect to VersionData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `apiVersion`
      if (!is.null(input_json$`apiVersion`)) {
        if (!(is.character(input_json$`apiVersion`) && length(input_json$`apiVersion`) == 1)) {
          stop(paste("Error! Invalid data for `apiVersion`. Must be a string:", input_json$`apiVersion`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for VersionData: the required field `apiVersion` is missing."))
      }
      # check the required field `version`
      if (!is.null(input_json$`version`)) {
        if (!(is.character(input_json$`version`) && length(input_json$`version`) == 1)) {
          stop(paste("Error! Invalid data for `version`. Must be a string:", input_json$`version`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for VersionData: the required field `version` is missing."))
      }
      # check the required field `gitCommit`
      if (!is.null(input_json$`gitCommit`)) {
        if (!(is.character(input_json$`gitCommit`) && length(input_json$`gitCommit`) == 1)) {
          stop(paste("Error! Invalid data for `gitCommit`. Must be a string:", input_json$`gitCommit`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for VersionData: the required field `gitCommit` is missing."))
      }
      # check the required field `buildTime`
      if (!is.null(input_json$`buildTime`)) {
        if (!(is.character(input_json$`buildTime`) && length(input_json$`buildTime`) == 1)) {
          stop(paste("Error! Invalid data for `buildTime`. Must be a string:", input_json$`buildTime`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for VersionData: the required field `buildTime` is missing."))
      }
      # check the required field `node`
      if (!is.null(input_json$`node`)) {
        if (!(is.character(input_json$`node`) && length(input_json$`node`) == 1)) {
          stop(paste("Error! Invalid data for `node`. Must be a string:", input_json$`node`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for VersionData: the required field `node` is missing."))
      }
      # check the required field `dataVersion`
      if (!is.null(input_json$`dataVersion`)) {
        if (!(is.character(input_json$`dataVersion`) && length(input_json$`dataVersion`) == 1)) {
          stop(paste("Error! Invalid data for `dataVersion`. Must be a string:", input_json$`dataVersion`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for VersionData: the required field `dataVersion` is missing."))
      }
      # check the required field `openapiVersion`
      if (!is.null(input_json$`openapiVersion`)) {
        if (!(is.character(input_json$`openapiVersion`) && length(input_json$`openapiVersion`) == 1)) {
          stop(paste("Error! Invalid data for `openapiVersion`. Must be a string:", input_json$`openapiVersion`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for VersionData: the required field `openapiVersion` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of VersionData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `apiVersion` is null
      if (is.null(self$`apiVersion`)) {
        return(FALSE)
      }

      # check if the required `version` is null
      if (is.null(self$`version`)) {
        return(FALSE)
      }

      # check if the required `node` is null
      if (is.null(self$`node`)) {
        return(FALSE)
      }

      # check if the required `openapiVersion` is null
      if (is.null(self$`openapiVersion`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `apiVersion` is null
      if (is.null(self$`apiVersion`)) {
        invalid_fields["apiVersion"] <- "Non-nullable required field `apiVersion` cannot be null."
      }

      # check if the required `version` is null
      if (is.null(self$`version`)) {
        invalid_fields["version"] <- "Non-nullable required field `version` cannot be null."
      }

      # check if the required `node` is null
      if (is.null(self$`node`)) {
        invalid_fields["node"] <- "Non-nullable required field `node` cannot be null."
      }

      # check if the required `openapiVersion` is null
      if (is.null(self$`openapiVersion`)) {
        invalid_fields["openapiVersion"] <- "Non-nullable required field `openapiVersion` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# VersionData$unlock()
#
## Below is an example to define the print function
# VersionData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# VersionData$lock()

