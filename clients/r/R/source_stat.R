#' Create a new SourceStat
#'
#' @description
#' SourceStat Class
#'
#' @docType class
#' @title SourceStat
#' @description SourceStat Class
#' @format An \code{R6Class} generator object
#' @field source  \link{DistributionSource}
#' @field label  character
#' @field records  integer
#' @field recordsWithoutCoordinates Records of `records` without coordinates, so not on any map (heatmap, points, tiles). integer
#' @field species  integer
#' @field bbox `[minLon, minLat, maxLon, maxLat]` in WGS84 degrees; null when no record has coordinates. list(numeric)
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
SourceStat <- R6::R6Class(
  "SourceStat",
  public = list(
    `source` = NULL,
    `label` = NULL,
    `records` = NULL,
    `recordsWithoutCoordinates` = NULL,
    `species` = NULL,
    `bbox` = NULL,

    #' @description
    #' Initialize a new SourceStat class.
    #'
    #' @param source source
    #' @param label label
    #' @param records records
    #' @param recordsWithoutCoordinates Records of `records` without coordinates, so not on any map (heatmap, points, tiles).
    #' @param species species
    #' @param bbox `[minLon, minLat, maxLon, maxLat]` in WGS84 degrees; null when no record has coordinates.
    #' @param ... Other optional arguments.
    initialize = function(`source`, `label`, `records`, `recordsWithoutCoordinates`, `species`, `bbox`, ...) {
      if (!missing(`source`)) {
        if (!(`source` %in% c())) {
          stop(paste("Error! \"", `source`, "\" cannot be assigned to `source`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`source`))
        self$`source` <- `source`
      }
      if (!missing(`label`)) {
        if (!(is.character(`label`) && length(`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", `label`))
        }
        self$`label` <- `label`
      }
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
      }
      if (!missing(`recordsWithoutCoordinates`)) {
        if (!(is.numeric(`recordsWithoutCoordinates`) && length(`recordsWithoutCoordinates`) == 1)) {
          stop(paste("Error! Invalid data for `recordsWithoutCoordinates`. Must be an integer:", `recordsWithoutCoordinates`))
        }
        self$`recordsWithoutCoordinates` <- `recordsWithoutCoordinates`
      }
      if (!missing(`species`)) {
        if (!(is.numeric(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be an integer:", `species`))
        }
        self$`species` <- `species`
      }
      if (!missing(`bbox`)) {
        stopifnot(is.vector(`bbox`), length(`bbox`) != 0)
        sapply(`bbox`, function(x) stopifnot(is.character(x)))
        self$`bbox` <- `bbox`
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
    #' @return SourceStat as a base R list.
    #' @examples
    #' # convert array of SourceStat (x) to a data frame
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
    #' Convert SourceStat to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      SourceStatObject <- list()
      if (!is.null(self$`source`)) {
        SourceStatObject[["source"]] <-
          self$extractSimpleType(self$`source`)
      }
      if (!is.null(self$`label`)) {
        SourceStatObject[["label"]] <-
          self$`label`
      }
      if (!is.null(self$`records`)) {
        SourceStatObject[["records"]] <-
          self$`records`
      }
      if (!is.null(self$`recordsWithoutCoordinates`)) {
        SourceStatObject[["recordsWithoutCoordinates"]] <-
          self$`recordsWithoutCoordinates`
      }
      if (!is.null(self$`species`)) {
        SourceStatObject[["species"]] <-
          self$`species`
      }
      if (!is.null(self$`bbox`)) {
        SourceStatObject[["bbox"]] <-
          self$`bbox`
      }
      return(SourceStatObject)
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
    #' Deserialize JSON string into an instance of SourceStat
    #'
    #' @param input_json the JSON input
    #' @return the instance of SourceStat
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`source`)) {
        `source_object` <- DistributionSource$new()
        `source_object`$fromJSON(jsonlite::toJSON(this_object$`source`, auto_unbox = TRUE, digits = NA))
        self$`source` <- `source_object`
      }
      if (!is.null(this_object$`label`)) {
        self$`label` <- this_object$`label`
      }
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      if (!is.null(this_object$`recordsWithoutCoordinates`)) {
        self$`recordsWithoutCoordinates` <- this_object$`recordsWithoutCoordinates`
      }
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      if (!is.null(this_object$`bbox`)) {
        self$`bbox` <- ApiClient$new()$deserializeObj(this_object$`bbox`, "array[numeric]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return SourceStat in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of SourceStat
    #'
    #' @param input_json the JSON input
    #' @return the instance of SourceStat
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`source` <- DistributionSource$new()$fromJSON(jsonlite::toJSON(this_object$`source`, auto_unbox = TRUE, digits = NA))
      self$`label` <- this_object$`label`
      self$`records` <- this_object$`records`
      self$`recordsWithoutCoordinates` <- this_object$`recordsWithoutCoordinates`
      self$`species` <- this_object$`species`
      self$`bbox` <- ApiClient$new()$deserializeObj(this_object$`bbox`, "array[numeric]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to SourceStat and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        stopifnot(R6::is.R6(input_json$`source`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SourceStat: the required field `source` is missing."))
      }
      # check the required field `label`
      if (!is.null(input_json$`label`)) {
        if (!(is.character(input_json$`label`) && length(input_json$`label`) == 1)) {
          stop(paste("Error! Invalid data for `label`. Must be a string:", input_json$`label`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SourceStat: the required field `label` is missing."))
      }
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SourceStat: the required field `records` is missing."))
      }
      # check the required field `recordsWithoutCoordinates`
      if (!is.null(input_json$`recordsWithoutCoordinates`)) {
        if (!(is.numeric(input_json$`recordsWithoutCoordinates`) && length(input_json$`recordsWithoutCoordinates`) == 1)) {
          stop(paste("Error! Invalid data for `recordsWithoutCoordinates`. Must be an integer:", input_json$`recordsWithoutCoordinates`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SourceStat: the required field `recordsWithoutCoordinates` is missing."))
      }
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.numeric(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be an integer:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SourceStat: the required field `species` is missing."))
      }
      # check the required field `bbox`
      if (!is.null(input_json$`bbox`)) {
        stopifnot(is.vector(input_json$`bbox`), length(input_json$`bbox`) != 0)
        tmp <- sapply(input_json$`bbox`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SourceStat: the required field `bbox` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of SourceStat
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `source` is null
      if (is.null(self$`source`)) {
        return(FALSE)
      }

      # check if the required `label` is null
      if (is.null(self$`label`)) {
        return(FALSE)
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        return(FALSE)
      }

      if (self$`records` < 0) {
        return(FALSE)
      }

      # check if the required `recordsWithoutCoordinates` is null
      if (is.null(self$`recordsWithoutCoordinates`)) {
        return(FALSE)
      }

      if (self$`recordsWithoutCoordinates` < 0) {
        return(FALSE)
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        return(FALSE)
      }

      if (self$`species` < 0) {
        return(FALSE)
      }

      if (length(self$`bbox`) > 4) {
        return(FALSE)
      }
      if (length(self$`bbox`) < 4) {
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
      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
      }

      # check if the required `label` is null
      if (is.null(self$`label`)) {
        invalid_fields["label"] <- "Non-nullable required field `label` cannot be null."
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        invalid_fields["records"] <- "Non-nullable required field `records` cannot be null."
      }

      if (self$`records` < 0) {
        invalid_fields["records"] <- "Invalid value for `records`, must be bigger than or equal to 0."
      }

      # check if the required `recordsWithoutCoordinates` is null
      if (is.null(self$`recordsWithoutCoordinates`)) {
        invalid_fields["recordsWithoutCoordinates"] <- "Non-nullable required field `recordsWithoutCoordinates` cannot be null."
      }

      if (self$`recordsWithoutCoordinates` < 0) {
        invalid_fields["recordsWithoutCoordinates"] <- "Invalid value for `recordsWithoutCoordinates`, must be bigger than or equal to 0."
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        invalid_fields["species"] <- "Non-nullable required field `species` cannot be null."
      }

      if (self$`species` < 0) {
        invalid_fields["species"] <- "Invalid value for `species`, must be bigger than or equal to 0."
      }

      if (length(self$`bbox`) > 4) {
        invalid_fields["bbox"] <- "Invalid length for `bbox`, number of items must be less than or equal to 4."
      }
      if (length(self$`bbox`) < 4) {
        invalid_fields["bbox"] <- "Invalid length for ``, number of items must be greater than or equal to 4."
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
# SourceStat$unlock()
#
## Below is an example to define the print function
# SourceStat$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# SourceStat$lock()

