#' Create a new AboutData
#'
#' @description
#' AboutData Class
#'
#' @docType class
#' @title AboutData
#' @description AboutData Class
#' @format An \code{R6Class} generator object
#' @field name  character
#' @field description  character
#' @field version Service version. character
#' @field gitCommit Build revision identifier (`unknown` when the build revision cannot be determined). character
#' @field dataVersion  character
#' @field speciesCount  integer
#' @field genomeCount  integer
#' @field updatedAt Time of the last data update. character
#' @field sources The data sources the service serves, with licences and citations. list(\link{DataSource})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
AboutData <- R6::R6Class(
  "AboutData",
  public = list(
    `name` = NULL,
    `description` = NULL,
    `version` = NULL,
    `gitCommit` = NULL,
    `dataVersion` = NULL,
    `speciesCount` = NULL,
    `genomeCount` = NULL,
    `updatedAt` = NULL,
    `sources` = NULL,

    #' @description
    #' Initialize a new AboutData class.
    #'
    #' @param name name
    #' @param description description
    #' @param version Service version.
    #' @param gitCommit Build revision identifier (`unknown` when the build revision cannot be determined).
    #' @param dataVersion dataVersion
    #' @param speciesCount speciesCount
    #' @param genomeCount genomeCount
    #' @param updatedAt Time of the last data update.
    #' @param sources The data sources the service serves, with licences and citations.
    #' @param ... Other optional arguments.
    initialize = function(`name`, `description`, `version`, `gitCommit`, `dataVersion`, `speciesCount`, `genomeCount`, `updatedAt`, `sources`, ...) {
      if (!missing(`name`)) {
        if (!(is.character(`name`) && length(`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", `name`))
        }
        self$`name` <- `name`
      }
      if (!missing(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
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
      if (!missing(`dataVersion`)) {
        if (!(is.character(`dataVersion`) && length(`dataVersion`) == 1)) {
          stop(paste("Error! Invalid data for `dataVersion`. Must be a string:", `dataVersion`))
        }
        self$`dataVersion` <- `dataVersion`
      }
      if (!missing(`speciesCount`)) {
        if (!(is.numeric(`speciesCount`) && length(`speciesCount`) == 1)) {
          stop(paste("Error! Invalid data for `speciesCount`. Must be an integer:", `speciesCount`))
        }
        self$`speciesCount` <- `speciesCount`
      }
      if (!missing(`genomeCount`)) {
        if (!(is.numeric(`genomeCount`) && length(`genomeCount`) == 1)) {
          stop(paste("Error! Invalid data for `genomeCount`. Must be an integer:", `genomeCount`))
        }
        self$`genomeCount` <- `genomeCount`
      }
      if (!missing(`updatedAt`)) {
        if (!(is.character(`updatedAt`) && length(`updatedAt`) == 1)) {
          stop(paste("Error! Invalid data for `updatedAt`. Must be a string:", `updatedAt`))
        }
        self$`updatedAt` <- `updatedAt`
      }
      if (!missing(`sources`)) {
        stopifnot(is.vector(`sources`), length(`sources`) != 0)
        sapply(`sources`, function(x) stopifnot(R6::is.R6(x)))
        self$`sources` <- `sources`
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
    #' @return AboutData as a base R list.
    #' @examples
    #' # convert array of AboutData (x) to a data frame
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
    #' Convert AboutData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      AboutDataObject <- list()
      if (!is.null(self$`name`)) {
        AboutDataObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`description`)) {
        AboutDataObject[["description"]] <-
          self$`description`
      }
      if (!is.null(self$`version`)) {
        AboutDataObject[["version"]] <-
          self$`version`
      }
      if (!is.null(self$`gitCommit`)) {
        AboutDataObject[["gitCommit"]] <-
          self$`gitCommit`
      }
      if (!is.null(self$`dataVersion`)) {
        AboutDataObject[["dataVersion"]] <-
          self$`dataVersion`
      }
      if (!is.null(self$`speciesCount`)) {
        AboutDataObject[["speciesCount"]] <-
          self$`speciesCount`
      }
      if (!is.null(self$`genomeCount`)) {
        AboutDataObject[["genomeCount"]] <-
          self$`genomeCount`
      }
      if (!is.null(self$`updatedAt`)) {
        AboutDataObject[["updatedAt"]] <-
          self$`updatedAt`
      }
      if (!is.null(self$`sources`)) {
        AboutDataObject[["sources"]] <-
          self$extractSimpleType(self$`sources`)
      }
      return(AboutDataObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of AboutData
    #'
    #' @param input_json the JSON input
    #' @return the instance of AboutData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      if (!is.null(this_object$`version`)) {
        self$`version` <- this_object$`version`
      }
      if (!is.null(this_object$`gitCommit`)) {
        self$`gitCommit` <- this_object$`gitCommit`
      }
      if (!is.null(this_object$`dataVersion`)) {
        self$`dataVersion` <- this_object$`dataVersion`
      }
      if (!is.null(this_object$`speciesCount`)) {
        self$`speciesCount` <- this_object$`speciesCount`
      }
      if (!is.null(this_object$`genomeCount`)) {
        self$`genomeCount` <- this_object$`genomeCount`
      }
      if (!is.null(this_object$`updatedAt`)) {
        self$`updatedAt` <- this_object$`updatedAt`
      }
      if (!is.null(this_object$`sources`)) {
        self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[DataSource]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return AboutData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of AboutData
    #'
    #' @param input_json the JSON input
    #' @return the instance of AboutData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`name` <- this_object$`name`
      self$`description` <- this_object$`description`
      self$`version` <- this_object$`version`
      self$`gitCommit` <- this_object$`gitCommit`
      self$`dataVersion` <- this_object$`dataVersion`
      self$`speciesCount` <- this_object$`speciesCount`
      self$`genomeCount` <- this_object$`genomeCount`
      self$`updatedAt` <- this_object$`updatedAt`
      self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[DataSource]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to AboutData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for AboutData: the required field `name` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for AboutData: the required field `description` is missing."))
      }
      # check the required field `version`
      if (!is.null(input_json$`version`)) {
        if (!(is.character(input_json$`version`) && length(input_json$`version`) == 1)) {
          stop(paste("Error! Invalid data for `version`. Must be a string:", input_json$`version`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for AboutData: the required field `version` is missing."))
      }
      # check the required field `gitCommit`
      if (!is.null(input_json$`gitCommit`)) {
        if (!(is.character(input_json$`gitCommit`) && length(input_json$`gitCommit`) == 1)) {
          stop(paste("Error! Invalid data for `gitCommit`. Must be a string:", input_json$`gitCommit`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for AboutData: the required field `gitCommit` is missing."))
      }
      # check the required field `dataVersion`
      if (!is.null(input_json$`dataVersion`)) {
        if (!(is.character(input_json$`dataVersion`) && length(input_json$`dataVersion`) == 1)) {
          stop(paste("Error! Invalid data for `dataVersion`. Must be a string:", input_json$`dataVersion`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for AboutData: the required field `dataVersion` is missing."))
      }
      # check the required field `speciesCount`
      if (!is.null(input_json$`speciesCount`)) {
        if (!(is.numeric(input_json$`speciesCount`) && length(input_json$`speciesCount`) == 1)) {
          stop(paste("Error! Invalid data for `speciesCount`. Must be an integer:", input_json$`speciesCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for AboutData: the required field `speciesCount` is missing."))
      }
      # check the required field `genomeCount`
      if (!is.null(input_json$`genomeCount`)) {
        if (!(is.numeric(input_json$`genomeCount`) && length(input_json$`genomeCount`) == 1)) {
          stop(paste("Error! Invalid data for `genomeCount`. Must be an integer:", input_json$`genomeCount`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for AboutData: the required field `genomeCount` is missing."))
      }
      # check the required field `updatedAt`
      if (!is.null(input_json$`updatedAt`)) {
        if (!(is.character(input_json$`updatedAt`) && length(input_json$`updatedAt`) == 1)) {
          stop(paste("Error! Invalid data for `updatedAt`. Must be a string:", input_json$`updatedAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for AboutData: the required field `updatedAt` is missing."))
      }
      # check the required field `sources`
      if (!is.null(input_json$`sources`)) {
        stopifnot(is.vector(input_json$`sources`), length(input_json$`sources`) != 0)
        tmp <- sapply(input_json$`sources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for AboutData: the required field `sources` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of AboutData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `name` is null
      if (is.null(self$`name`)) {
        return(FALSE)
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        return(FALSE)
      }

      # check if the required `version` is null
      if (is.null(self$`version`)) {
        return(FALSE)
      }

      # check if the required `gitCommit` is null
      if (is.null(self$`gitCommit`)) {
        return(FALSE)
      }

      # check if the required `speciesCount` is null
      if (is.null(self$`speciesCount`)) {
        return(FALSE)
      }

      if (self$`speciesCount` < 0) {
        return(FALSE)
      }

      # check if the required `genomeCount` is null
      if (is.null(self$`genomeCount`)) {
        return(FALSE)
      }

      if (self$`genomeCount` < 0) {
        return(FALSE)
      }

      # check if the required `updatedAt` is null
      if (is.null(self$`updatedAt`)) {
        return(FALSE)
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
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
      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
      }

      # check if the required `description` is null
      if (is.null(self$`description`)) {
        invalid_fields["description"] <- "Non-nullable required field `description` cannot be null."
      }

      # check if the required `version` is null
      if (is.null(self$`version`)) {
        invalid_fields["version"] <- "Non-nullable required field `version` cannot be null."
      }

      # check if the required `gitCommit` is null
      if (is.null(self$`gitCommit`)) {
        invalid_fields["gitCommit"] <- "Non-nullable required field `gitCommit` cannot be null."
      }

      # check if the required `speciesCount` is null
      if (is.null(self$`speciesCount`)) {
        invalid_fields["speciesCount"] <- "Non-nullable required field `speciesCount` cannot be null."
      }

      if (self$`speciesCount` < 0) {
        invalid_fields["speciesCount"] <- "Invalid value for `speciesCount`, must be bigger than or equal to 0."
      }

      # check if the required `genomeCount` is null
      if (is.null(self$`genomeCount`)) {
        invalid_fields["genomeCount"] <- "Non-nullable required field `genomeCount` cannot be null."
      }

      if (self$`genomeCount` < 0) {
        invalid_fields["genomeCount"] <- "Invalid value for `genomeCount`, must be bigger than or equal to 0."
      }

      # check if the required `updatedAt` is null
      if (is.null(self$`updatedAt`)) {
        invalid_fields["updatedAt"] <- "Non-nullable required field `updatedAt` cannot be null."
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        invalid_fields["sources"] <- "Non-nullable required field `sources` cannot be null."
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
# AboutData$unlock()
#
## Below is an example to define the print function
# AboutData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# AboutData$lock()

