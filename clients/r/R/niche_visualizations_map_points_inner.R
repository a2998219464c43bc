#' Create a new NicheVisualizationsMapPointsInner
#'
#' @description
#' NicheVisualizationsMapPointsInner Class
#'
#' @docType class
#' @title NicheVisualizationsMapPointsInner
#' @description NicheVisualizationsMapPointsInner Class
#' @format An \code{R6Class} generator object
#' @field lat  numeric
#' @field lon  numeric
#' @field kind  \link{PointKind}
#' @field species  character
#' @field queryId  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheVisualizationsMapPointsInner <- R6::R6Class(
  "NicheVisualizationsMapPointsInner",
  public = list(
    `lat` = NULL,
    `lon` = NULL,
    `kind` = NULL,
    `species` = NULL,
    `queryId` = NULL,

    #' @description
    #' Initialize a new NicheVisualizationsMapPointsInner class.
    #'
    #' @param lat lat
    #' @param lon lon
    #' @param kind kind
    #' @param species species
    #' @param queryId queryId
    #' @param ... Other optional arguments.
    initialize = function(`lat`, `lon`, `kind`, `species`, `queryId`, ...) {
      if (!missing(`lat`)) {
        self$`lat` <- `lat`
      }
      if (!missing(`lon`)) {
        self$`lon` <- `lon`
      }
      if (!missing(`kind`)) {
        if (!(`kind` %in% c())) {
          stop(paste("Error! \"", `kind`, "\" cannot be assigned to `kind`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`kind`))
        self$`kind` <- `kind`
      }
      if (!missing(`species`)) {
        if (!(is.character(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", `species`))
        }
        self$`species` <- `species`
      }
      if (!missing(`queryId`)) {
        if (!(is.character(`queryId`) && length(`queryId`) == 1)) {
          stop(paste("Error! Invalid data for `queryId`. Must be a string:", `queryId`))
        }
        self$`queryId` <- `queryId`
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
    #' @return NicheVisualizationsMapPointsInner as a base R list.
    #' @examples
    #' # convert array of NicheVisualizationsMapPointsInner (x) to a data frame
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
    #' Convert NicheVisualizationsMapPointsInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheVisualizationsMapPointsInnerObject <- list()
      if (!is.null(self$`lat`)) {
        NicheVisualizationsMapPointsInnerObject[["lat"]] <-
          self$`lat`
      }
      if (!is.null(self$`lon`)) {
        NicheVisualizationsMapPointsInnerObject[["lon"]] <-
          self$`lon`
      }
      if (!is.null(self$`kind`)) {
        NicheVisualizationsMapPointsInnerObject[["kind"]] <-
          self$extractSimpleType(self$`kind`)
      }
      if (!is.null(self$`species`)) {
        NicheVisualizationsMapPointsInnerObject[["species"]] <-
          self$`species`
      }
      if (!is.null(self$`queryId`)) {
        NicheVisualizationsMapPointsInnerObject[["queryId"]] <-
          self$`queryId`
      }
      return(NicheVisualizationsMapPointsInnerObject)
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
    #' Deserialize JSON string into an instance of NicheVisualizationsMapPointsInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheVisualizationsMapPointsInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`lat`)) {
        self$`lat` <- this_object$`lat`
      }
      if (!is.null(this_object$`lon`)) {
        self$`lon` <- this_object$`lon`
      }
      if (!is.null(this_object$`kind`)) {
        `kind_object` <- PointKind$new()
        `kind_object`$fromJSON(jsonlite::toJSON(this_object$`kind`, auto_unbox = TRUE, digits = NA))
        self$`kind` <- `kind_object`
      }
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      if (!is.null(this_object$`queryId`)) {
        self$`queryId` <- this_object$`queryId`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheVisualizationsMapPointsInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheVisualizationsMapPointsInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheVisualizationsMapPointsInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`lat` <- this_object$`lat`
      self$`lon` <- this_object$`lon`
      self$`kind` <- PointKind$new()$fromJSON(jsonlite::toJSON(this_object$`kind`, auto_unbox = TRUE, digits = NA))
      self$`species` <- this_object$`species`
      self$`queryId` <- this_object$`queryId`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheVisualizationsMapPointsInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `lat`
      if (!is.null(input_json$`lat`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsMapPointsInner: the required field `lat` is missing."))
      }
      # check the required field `lon`
      if (!is.null(input_json$`lon`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsMapPointsInner: the required field `lon` is missing."))
      }
      # check the required field `kind`
      if (!is.null(input_json$`kind`)) {
        stopifnot(R6::is.R6(input_json$`kind`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsMapPointsInner: the required field `kind` is missing."))
      }
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.character(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsMapPointsInner: the required field `species` is missing."))
      }
      # check the required field `queryId`
      if (!is.null(input_json$`queryId`)) {
        if (!(is.character(input_json$`queryId`) && length(input_json$`queryId`) == 1)) {
          stop(paste("Error! Invalid data for `queryId`. Must be a string:", input_json$`queryId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsMapPointsInner: the required field `queryId` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheVisualizationsMapPointsInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `lat` is null
      if (is.null(self$`lat`)) {
        return(FALSE)
      }

      if (self$`lat` > 90) {
        return(FALSE)
      }
      if (self$`lat` < -90) {
        return(FALSE)
      }

      # check if the required `lon` is null
      if (is.null(self$`lon`)) {
        return(FALSE)
      }

      if (self$`lon` > 180) {
        return(FALSE)
      }
      if (self$`lon` < -180) {
        return(FALSE)
      }

      # check if the required `kind` is null
      if (is.null(self$`kind`)) {
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
      # check if the required `lat` is null
      if (is.null(self$`lat`)) {
        invalid_fields["lat"] <- "Non-nullable required field `lat` cannot be null."
      }

      if (self$`lat` > 90) {
        invalid_fields["lat"] <- "Invalid value for `lat`, must be smaller than or equal to 90."
      }
      if (self$`lat` < -90) {
        invalid_fields["lat"] <- "Invalid value for `lat`, must be bigger than or equal to -90."
      }

      # check if the required `lon` is null
      if (is.null(self$`lon`)) {
        invalid_fields["lon"] <- "Non-nullable required field `lon` cannot be null."
      }

      if (self$`lon` > 180) {
        invalid_fields["lon"] <- "Invalid value for `lon`, must be smaller than or equal to 180."
      }
      if (self$`lon` < -180) {
        invalid_fields["lon"] <- "Invalid value for `lon`, must be bigger than or equal to -180."
      }

      # check if the required `kind` is null
      if (is.null(self$`kind`)) {
        invalid_fields["kind"] <- "Non-nullable required field `kind` cannot be null."
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
# NicheVisualizationsMapPointsInner$unlock()
#
## Below is an example to define the print function
# NicheVisualizationsMapPointsInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheVisualizationsMapPointsInner$lock()

